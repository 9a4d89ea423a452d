// The preferences module's public file: its routes (app.ts) and the operator's read of a player's language.
export { default as preferencesRoutes } from './routes';
export { playerLanguage } from './service';
