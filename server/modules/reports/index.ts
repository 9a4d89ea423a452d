// The reports module's public file: what app.ts and other modules may import from it. Its IST date
// helpers are the format every admin and wallet answer uses too.
export { default as reportsRoutes } from './routes';
export { formatIst, parseIst } from './dates';
export { REPORTS_MSG } from './routes';
