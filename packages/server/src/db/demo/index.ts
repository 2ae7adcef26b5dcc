export * from './org';
export * from './users';
export * from './menus';
export * from './access';
export * from './config';
export * from './outside-links';
