export * from './messages';
export * from './password.schema';
export * from './register.schema';
export * from './contact.schema';
export * from './event.schema';
export * from './club.schema';
export * from './club-discussion.schema';
export * from './member.schema';
