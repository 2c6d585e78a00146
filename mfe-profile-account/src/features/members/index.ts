// What other features of the members area use: a member as the lists show them.
export { MemberCard } from './components/member-card';
