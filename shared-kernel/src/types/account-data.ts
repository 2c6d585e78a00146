// Your data and your account: export, deletion, sessions, two-factor sign-in (issue 15). PLACEHOLDER: the account-data helper fills this in.
export {};
