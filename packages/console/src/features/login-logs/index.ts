/** What other features use of the login logs feature (the daily sign-ins report reads them). */
export { fetchLoginLogs } from './api/login-logs';
