/*
 * The one icon set of Portico (console and elements): 24-unit stroke paths, plain data. One
 * export per icon, so a bundle keeps only the icons it draws (the elements' first paint holds
 * few, first-paint-paths.ts); `ICONS` (icon.tsx) gathers them all by name for the console.
 */
export * from './first-paint-paths';
export const apps = ['M3 3h7v7H3Z', 'M14 3h7v7h-7Z', 'M14 14h7v7h-7Z', 'M3 14h7v7H3Z'] as const;
export const refresh = ['M21 12a9 9 0 1 1-3-6.7L21 8', 'M21 3v5h-5'] as const;
export const link = [
  'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
  'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
] as const;
export const maximize = [
  'M8 3H5a2 2 0 0 0-2 2v3',
  'M21 8V5a2 2 0 0 0-2-2h-3',
  'M3 16v3a2 2 0 0 0 2 2h3',
  'M16 21h3a2 2 0 0 0 2-2v-3',
] as const;
export const minimize = [
  'M8 3v3a2 2 0 0 1-2 2H3',
  'M21 8h-3a2 2 0 0 1-2-2V3',
  'M3 16h3a2 2 0 0 1 2 2v3',
  'M16 21v-3a2 2 0 0 1 2-2h3',
] as const;
export const panelClose = [
  'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z',
  'M9 3v18',
  'm16 15-3-3 3-3',
] as const;
export const panelOpen = [
  'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z',
  'M9 3v18',
  'm14 9 3 3-3 3',
] as const;
export const search = ['m21 21-4.3-4.3', 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z'] as const;
export const close = ['M18 6 6 18', 'm6 6 12 12'] as const;
export const clear = [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
  'm15 9-6 6',
  'm9 9 6 6',
] as const;
export const chevronLeft = ['m15 18-6-6 6-6'] as const;
export const chevronRight = ['m9 18 6-6-6-6'] as const;
export const chevronUp = ['m18 15-6-6-6 6'] as const;
export const eye = [
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
] as const;
export const eyeOff = [
  'M9.9 4.2A10 10 0 0 1 12 4c6.5 0 10 8 10 8a17 17 0 0 1-2.2 3.2',
  'M6.6 6.6A17 17 0 0 0 2 12s3.5 8 10 8a9.7 9.7 0 0 0 5.4-1.6',
  'M14.1 14.1a3 3 0 1 1-4.2-4.2',
  'm2 2 20 20',
] as const;
export const plus = ['M12 5v14', 'M5 12h14'] as const;
export const edit = ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z'] as const;
export const trash = [
  'M3 6h18',
  'M8 6V4h8v2',
  'M19 6l-1 14H6L5 6',
  'M10 11v6',
  'M14 11v6',
] as const;
export const move = [
  'M5 9l-3 3 3 3',
  'M9 5l3-3 3 3',
  'M15 19l-3 3-3-3',
  'M19 9l3 3-3 3',
  'M2 12h20',
  'M12 2v20',
] as const;
export const power = ['M12 2v10', 'M18.4 6.6a9 9 0 1 1-12.8 0'] as const;
export const building = [
  'M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18Z',
  'M6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2',
  'M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2',
  'M10 6h4',
  'M10 10h4',
  'M10 14h4',
  'M10 18h4',
] as const;
export const folder = [
  'M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.7-.9l-.8-1.2A2 2 0 0 0 7.9 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z',
] as const;
export const sliders = [
  'M4 21v-7',
  'M4 10V3',
  'M12 21v-9',
  'M12 8V3',
  'M20 21v-5',
  'M20 12V3',
  'M1 14h6',
  'M9 8h6',
  'M17 16h6',
] as const;
export const list = [
  'M8 6h13',
  'M8 12h13',
  'M8 18h13',
  'M3 6h.01',
  'M3 12h.01',
  'M3 18h.01',
] as const;
export const users = [
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  'M22 21v-2a4 4 0 0 0-3-3.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
] as const;
export const info = [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
  'M12 16v-4',
  'M12 8h.01',
] as const;
export const lock = [
  'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z',
  'M7 11V7a5 5 0 0 1 10 0v4',
] as const;
export const globe = [
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  'M2 12h20',
  'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
] as const;
export const image = [
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M9 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  'm21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21',
] as const;
export const history = [
  'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8',
  'M3 3v5h5',
  'M12 7v5l4 2',
] as const;
export const mail = [
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'm22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7',
] as const;
export const shieldCheck = [
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
  'm9 12 2 2 4-4',
] as const;
export const logout = [
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'm16 17 5-5-5-5',
  'M21 12H9',
] as const;
export const external = [
  'M15 3h6v6',
  'M10 14 21 3',
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
] as const;
export const upload = [
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  'M17 8l-5-5-5 5',
  'M12 3v12',
] as const;
export const cloud = ['M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9Z'] as const;
export const tool = [
  'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z',
] as const;
export const check = ['M20 6 9 17l-5-5'] as const;
export const layout = [
  'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z',
  'M3 9h18',
  'M9 21V9',
] as const;
export const translate = [
  'm5 8 6 6',
  'm4 14 6-6 2-3',
  'M2 5h12',
  'M7 2h1',
  'm22 22-5-10-5 10',
  'M14 18h6',
] as const;
export const key = [
  'm15.5 7.5 2.3 2.3a1 1 0 0 0 1.4 0l2.1-2.1a1 1 0 0 0 0-1.4L19 4',
  'm21 2-9.6 9.6',
  'M7.5 21a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z',
] as const;
export const book = ['M4 19.5v-15A2.5 2.5 0 0 1 6.5 2H20v20H6.5a2.5 2.5 0 0 1 0-5H20'] as const;
export const help = [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
  'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3',
  'M12 17h.01',
] as const;
export const file = [
  'M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z',
  'M14 2v4a2 2 0 0 0 2 2h4',
  'M9 13h6',
  'M9 17h4',
] as const;
export const frame = [
  'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z',
  'M3 9h18',
  'M7 6h.01',
  'M10 6h.01',
] as const;
export const dialog = ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'] as const;
export const compass = [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
  'm16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3Z',
] as const;
