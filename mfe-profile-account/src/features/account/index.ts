// The member's own account pages share their layout (side menu, heading, signed-in only) through here.
export { ACCOUNT_PAGES, AccountLayout } from './components/account-layout';
