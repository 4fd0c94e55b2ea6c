import { present } from '@warband/rules';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(present(document.getElementById('root'), 'The #root element')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
