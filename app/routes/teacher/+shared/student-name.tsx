/** The student's name in bold, as each of their confirmations says it. */
export const StudentName = ({ student }: { student: { first_name: string; last_name: string } }) => (
  <strong>
    {student.first_name} {student.last_name}
  </strong>
);
