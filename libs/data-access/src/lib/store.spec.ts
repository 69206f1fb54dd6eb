import { describe, expect, it } from 'vitest';
import { persistStore } from 'redux-persist';
import { setupStore } from './store';
import { profileApi } from './endpoints/profile';
import { darkModeToggled, sidebarToggled } from './interface/interface-slice';
import { setupFakeBackend } from './testing/fake-backend';

const { signIn } = setupFakeBackend();

describe('store', () => {
  it('starts collapsed and light, and persists only the interface state', async () => {
    signIn();
    const store = setupStore();
    expect(store.getState().interface).toMatchObject({ sidebarExpanded: false, darkMode: false });
    const persistor = persistStore(store);
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    store.dispatch(sidebarToggled());
    store.dispatch(darkModeToggled());
    await persistor.flush();

    const stored = Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]));
    expect(Object.keys(stored).sort()).toEqual(['persist:interface', 'user-theme-mode']);
    expect(stored['user-theme-mode']).toBe('dark');
    expect(JSON.parse(stored['persist:interface'] ?? '{}')).toMatchObject({ sidebarExpanded: 'true', darkMode: 'true' });
    expect(JSON.stringify(stored)).not.toMatch(/acc_|ref_|Ana/);
    expect(store.getState().session.student?.student_name).toBe('Ana Silva');
  });

  it('reads a dark theme choice made on an earlier visit', () => {
    localStorage.setItem('user-theme-mode', 'dark');
    expect(setupStore().getState().interface.darkMode).toBe(true);
  });
});
