/**
 * A sign-in result as the server answers it for the demo hotel user: what the consumer pages hand
 * their client (`client.startSession`), the bar reading who is signed in from it. Written out here,
 * not imported from the workspace's sources, because these tests use only the packed tarballs.
 */
export const LOGIN_RESULT = {
  userCode: 'frontdesk',
  username: 'Front Desk',
  unitId: 'u-h001',
  unitCode: 'H001',
  unitName: 'Harbour View Hotel',
  unitLogo: null,
  deptName: 'Front Office',
  theme: null,
  jwtToken: 'token-of-the-app',
  apps: [],
  userPkId: '1001',
  unitPkId: '2001',
  pwdChange: false,
  menus: [],
  orgId: 'o-1',
  orgType: 'HOTEL',
  orgUUID: '00000000-0000-4000-8000-000000000001',
  login: true,
  userInfoDO: {
    id: '1001',
    code: 'frontdesk',
    name: 'Front Desk',
    type: 'USER',
    deptName: 'Front Office',
    firstLogin: 'F',
    isBackdoor: 'F',
    canUseBackdoor: 'F',
    receiveMessage: 'T',
    email: null,
  },
};
