export * from './ladder-rows.js';
export * from './ladder-selection.js';
export * from './screen-layout.js';
