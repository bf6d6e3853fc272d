import { start } from './app/bootstrap';

const container = document.getElementById('root');
if (container) void start(container);
