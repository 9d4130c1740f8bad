export * from './task-texts.js';
export * from './tasks.schema.js';
