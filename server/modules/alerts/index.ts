// The operator alerts module's public file: raise an alert (auth, wallet), and the console's list.
export { raiseAlert, type Alert, type AlertKind, type WarnLog } from './alerts';
export { default as alertsRoutes } from './routes';
