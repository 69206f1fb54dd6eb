export const en = {
  update: {
    available: 'A new version is available!',
    reload: 'Reload',
    ready: 'A new version is ready',
    heldText: 'It will load when you are done here, or now if you press Reload.',
  },
  offline: {
    indicator: 'Offline',
    hint: 'No internet connection. Pages you have already opened still show what they had; anything that needs the network waits until you are back online.',
  },
};
