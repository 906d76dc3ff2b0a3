export * from './widget-colours.js';
export * from './widget-text.js';
