export * from './outcomes.js';
export * from './queue.js';
export * from './alerts.js';
