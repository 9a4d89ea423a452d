// The alerts feature's public file: the dashboard shows the open alerts with the same columns and button.
export { useAlertsQuery } from './alertsApi';
export { ALERT_COLUMNS, AcknowledgeButton } from './AlertsPage';
