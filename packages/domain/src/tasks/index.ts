export * from './task-texts.js';
export * from './task-rules.js';
export * from './tasks.schema.js';
