/* The Mantine pickers behind DeferredPicker, one chunk loaded when a picker is first used. */

export { RemoteMultiSelect } from './RemoteMultiSelect';
export { RemoteSelect } from './RemoteSelect';
