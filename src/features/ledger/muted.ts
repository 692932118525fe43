export { MUTED } from '../../ui/plain/muted';
