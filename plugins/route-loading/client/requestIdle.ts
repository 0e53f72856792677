/** `requestIdleCallback` where the browser has it (Safari does not), else the next macrotask. */
export const requestIdle: (callback: IdleRequestCallback) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => {
        window.requestIdleCallback(callback);
      }
    : (callback) => {
        setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), 1);
      };
