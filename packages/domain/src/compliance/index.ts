export * from './outcomes.js';
export * from './queue.js';
