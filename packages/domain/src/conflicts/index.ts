export * from './conflicts.js';
