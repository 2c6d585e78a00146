import { act, render, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, useNavigate } from '@trailhead/shared-kernel/router';

type NavigateFunction = ReturnType<typeof useNavigate>;
import { ScrollOnNavigate } from './scroll-on-navigate';

/** What the test does to the page: navigate, and let post 12's data arrive. */
const controls = {} as { navigate: NavigateFunction; showPost: (shown: boolean) => void };
const navigate = (to: string | number) => (typeof to === 'number' ? controls.navigate(to) : controls.navigate(to));
const showPost = (shown: boolean) => controls.showPost(shown);

/** A page whose post 12 is drawn only when the test says (its data arriving). */
function Page() {
  const routerNavigate = useNavigate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    controls.navigate = routerNavigate;
    controls.showPost = setShown;
  }, [routerNavigate]);
  return shown ? <article id="post-12">post</article> : <p>loading</p>;
}

const scrolledInto: string[] = [];

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ScrollOnNavigate />
      <Page />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  scrolledInto.length = 0;
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledInto.push(this.id);
  };
});

describe('ScrollOnNavigate', () => {
  it('starts a new page at its top, and leaves the first page where the browser put it', () => {
    renderAt('/threads/a-t.1/');
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/threads/a-t.1/page-2'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows the linked post once the page has drawn it', async () => {
    renderAt('/forums');
    act(() => navigate('/threads/a-t.1/page-2#post-12'));
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(scrolledInto).toEqual([]);
    act(() => showPost(true));
    await waitFor(() => expect(scrolledInto).toEqual(['post-12']));
  });

  it('shows the linked post when the site is opened on the link', async () => {
    renderAt('/threads/a-t.1/page-2#post-12');
    act(() => showPost(true));
    await waitFor(() => expect(scrolledInto).toEqual(['post-12']));
  });

  it('never jumps to the top for a change of the #hash alone, nor on back and forward', () => {
    renderAt('/members/member.3/');
    act(() => navigate('/members/member.3/#latest-activity'));
    act(() => navigate('/members/member.3/#about'));
    act(() => navigate('/forums'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    act(() => navigate(-1));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });
});
