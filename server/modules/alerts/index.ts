// The operator alerts module's public file: raise an alert (auth, wallet, the alert scan), and the console's list.
export { raiseAlert, type Alert, type AlertKind, type WarnLog } from './alerts';
export { insertAlertOnce } from './repository';
export { default as alertsRoutes } from './routes';
