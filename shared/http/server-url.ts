/**
 * The API's own base URL as the caller reached it (`Host`, and `X-Forwarded-Proto` behind API
 * Gateway), so the served OpenAPI document's `servers` names the port `npm run dev` actually
 * listens on, or the deployed domain. A Host that is not a plain host[:port] is ignored.
 */
const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/;

export const requestBaseUrl = (headers: Record<string, string | undefined>): string | undefined => {
  const host = headers.host;
  if (!host || !HOST.test(host)) return undefined;
  const proto = headers['x-forwarded-proto']?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
};
