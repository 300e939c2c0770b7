/** What a student sees in place of content they may not open: only the server's message. */
export function Denied({ message }: { message: string }) {
  return (
    <main id="main" className="page">
      <p className="notice" role="alert">
        {message}
      </p>
    </main>
  );
}
