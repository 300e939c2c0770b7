/** The site's own address as the browser reached it, for links put into mails (e.g. password resets). */
export const siteUrlOf = (request: Request) => new URL(request.url).origin;
