/** What other features use of the shell feature (the menu editor refreshes the editor's own menus). */
export { refreshOwnMenus } from './api/refresh-own-menus';
