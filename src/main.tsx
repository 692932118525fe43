import './app/styles';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config/schema';
import { renderConfigError, startApp } from './app/start';
import { startColorScheme } from './ui/plain/color-scheme';

// The scheme is on <html> before anything renders: no provider does it.
startColorScheme();

const root = createRoot(document.getElementById('root') as HTMLElement);

loadConfig(import.meta.env.BASE_URL)
  .then((config) => startApp(root, config))
  .catch((error: unknown) => renderConfigError(root, error));
