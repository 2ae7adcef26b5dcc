// What other features use of the hub's credential actions for other apps.
export { handingBack, handOffBack, hubActionPage, leaveForApp } from './hub-action';
