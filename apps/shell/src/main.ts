// Async boundary: shared modules are negotiated by the federation runtime before the app runs.
import('./bootstrap');
