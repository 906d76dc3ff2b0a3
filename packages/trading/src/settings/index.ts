// The persisted user settings shared by the web app and the product service.
export * from './dead-mans-switch.js';
export * from './default-user-settings.js';
export * from './homepage-slots.js';
export * from './keyboard-shortcuts.js';
export * from './logged-user.js';
export * from './market-view.js';
export * from './parse-user-settings.js';
export * from './repair-user-settings.js';
export * from './settings-parts.js';
export * from './sidebar-settings.js';
export * from './user-settings-schema.js';
