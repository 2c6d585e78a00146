import type { Post } from '@trailhead/shared-kernel/types';
import { bodyWithoutLead, leadImageOf } from './article-page';

const post = (message_html: string, attachments: Post['attachments'] = []) => ({ message_html, attachments }) as Post;
const image = { attachment_id: 7, filename: 'rig.jpg', file_size: 1000, mime_type: 'image/jpeg', is_image: true, width: 800, height: 600, direct_url: '/api/attachments/7/data' };

describe('an article lead image', () => {
  it('is the first image attachment, kept apart from the body', () => {
    expect(leadImageOf(post('<p>Text <img src="https://img.test/a.jpg"></p>', [{ ...image, is_image: false, attachment_id: 6 }, image]))).toEqual({ src: '/api/attachments/7/data', fromBody: false });
  });

  it('else is the first picture in the text, which then leaves the body', () => {
    const html = '<p><img src="https://img.test/a.jpg?w=1&amp;h=2" alt="x"> Intro</p><p><img src="https://img.test/b.jpg"></p>';
    expect(leadImageOf(post(html))).toEqual({ src: 'https://img.test/a.jpg?w=1&h=2', fromBody: true });
    expect(bodyWithoutLead(html)).toBe('<p> Intro</p><p><img src="https://img.test/b.jpg"></p>');
  });

  it('is absent for an article without pictures', () => {
    expect(leadImageOf(post('<p>Words only</p>'))).toBeNull();
  });
});
