// What a part's server entry (src/server.tsx, bundled for Node, never shared with the browser)
// needs to draw a page on the server: the router that takes the request's URL, and route matching.
export { matchRoutes, StaticRouter } from 'react-router-dom';
