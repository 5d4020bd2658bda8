import 'antd/dist/reset.css';
import 'virtual:antd-styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.css';
import { App } from './app/app';
import { loadLanguage } from './lib/i18n/load-language';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The reader's language first (its texts, antd's and dayjs's), then the console.
await loadLanguage();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
