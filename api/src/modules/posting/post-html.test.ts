import { cleanMessage, sanitizePostHtml } from './post-html';

describe('images in posts', () => {
  it('keeps images from public web addresses and from the attachment store', () => {
    expect(sanitizePostHtml('<img src="https://images.example.com/rig.jpg" alt="">')).toBe('<img src="https://images.example.com/rig.jpg" alt="" />');
    expect(sanitizePostHtml('<img src="/api/attachments/12/data">')).toBe('<img src="/api/attachments/12/data" />');
  });

  it('drops images that point at the poster\'s own machine or network: readers could not load them', () => {
    for (const src of ['http://localhost/a.png', 'http://127.0.0.1:8080/a.png', 'http://192.168.1.20/cam.jpg', 'http://10.1.2.3/a.gif', 'https://nas.local/a.png', 'http://[::1]/a.png']) {
      expect(cleanMessage(`<img src="${src}">`)).toEqual({ html: '', text: '', isEmpty: true });
    }
  });
});
