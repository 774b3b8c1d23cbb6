// What other modules may use of this module.
export { demoBooks, seedDemoData } from './seed-demo-data.ts';
