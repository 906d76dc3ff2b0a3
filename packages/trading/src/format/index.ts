export * from './elapsed-clock.js';
export * from './email.js';
export * from './locale.js';
export * from './login-country.js';
export * from './setting-values.js';
export * from './traded-volume.js';
