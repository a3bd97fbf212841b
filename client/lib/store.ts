import { createStore } from 'jotai';

/** The app's one jotai store: React reads it through the Provider, and the API layer writes the session into it. */
export const store = createStore();
