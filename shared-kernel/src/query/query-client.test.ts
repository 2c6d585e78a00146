import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

describe('the page QueryClient', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('lets a form sent without a connection fail at once rather than wait unseen for one', async () => {
    onlineManager.setOnline(false);
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => Promise.reject(new Error('Server not respond, please try again later!')),
    });
    await expect(observer.mutate()).rejects.toThrow('Server not respond');
  });
});
