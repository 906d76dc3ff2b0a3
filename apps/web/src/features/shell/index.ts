// The shell feature's public face for the app layer.
export { AppShell } from './components/app-shell';
export { Header } from './components/header';
export { VisitorFrame } from './components/visitor-frame';
export { createStreamEventHandler } from './model/stream-toasts';
