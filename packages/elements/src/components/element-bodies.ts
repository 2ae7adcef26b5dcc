// The components behind the elements a page with the bar and the bell does not use, in one
// chunk that loads the first time any of them renders (shadow/lazy-component.ts). Only elements
// whose state lives in the SDK or the shared messaging (notices, tips) or that wait for a click
// (the popover): what happened before the chunk arrived shows when it does. The modals stay in
// the entry: they report the end of the session (`portico-logged-out`), which must not be
// missed while their code loads.
// One chunk rather than one per element: it keeps Rolldown merging the modules they share with
// the entry (React, the signals, the texts) into the entry instead of extra first-paint files.
export { AppPopover } from './app-popover/app-popover';
export { NoticeStack } from './notice-stack/notice-stack';
export { SystemTips } from './system-tips/system-tips';
