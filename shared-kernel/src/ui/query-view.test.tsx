/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { useQuery } from '@trailhead/shared-kernel/query';
import { ApiError } from '@trailhead/shared-kernel/api';
import { QueryView } from './query-view';

function Threads({ read }: { read: () => Promise<string[]> }) {
  const query = useQuery<string[], ApiError>({ queryKey: ['/api/threads'], queryFn: read, retry: false });
  return <QueryView query={query} what="the threads">{(titles) => <ul>{titles.map((title) => <li key={title}>{title}</li>)}</ul>}</QueryView>;
}

describe('QueryView', () => {
  it('says what is loading, then draws the answer once it has come', async () => {
    let answer!: (titles: string[]) => void;
    renderInSite(<Threads read={() => new Promise((resolve) => (answer = resolve))} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the threads…');
    answer(['Winch basics', 'Tire pressure']);
    expect((await screen.findByText('Winch basics')).tagName).toBe('LI');
    expect(screen.getByText('Tire pressure').tagName).toBe('LI');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws an answer already in the cache at once (a page taken over from the server)', () => {
    const { client } = renderInSite(<></>);
    client.setQueryData(['/api/threads'], ['Drawn thread']);
    renderInSite(<Threads read={() => Promise.resolve(['Fetched again'])} />, { client });
    expect(screen.getByText('Drawn thread').tagName).toBe('LI');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the failure with its message', async () => {
    renderInSite(<Threads read={() => Promise.reject(new ApiError('The server is down', 500, 'server_error'))} />);
    expect(await screen.findByText('Could not load the threads')).toBeTruthy();
    expect(screen.getByText('The server is down')).toBeTruthy();
  });
});
