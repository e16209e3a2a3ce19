/**
 * CloudFront Function (cloudfront-js-2.0, viewer request) in front of the dashboard's bucket.
 * The dashboard is a single-page app under `/dashboard/`: a deep link such as
 * `/dashboard/orders/ord_123` names no object, so it is served `/dashboard/index.html` and the
 * client router takes over. Only extension-less paths are rewritten: a missing
 * `/dashboard/assets/x.js` stays a 403/404 rather than an HTML page with a 200. `/` and
 * `/dashboard` redirect to `/dashboard/`. Everything else (`/api/*` has its own behavior) passes.
 *
 * Kept as source text (CloudFront runs it, not Node); test/infra runs it in a VM context.
 */
export const DASHBOARD_VIEWER_REQUEST_CODE = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/' || uri === '/dashboard') {
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: '/dashboard/' } } };
  }
  if (uri.indexOf('/dashboard/') === 0) {
    var last = uri.substring(uri.lastIndexOf('/') + 1);
    if (last.indexOf('.') === -1) request.uri = '/dashboard/index.html';
  }
  return request;
}
`;
