// The conflict dialog's list of what differs between the device's copy and
// the cloud's. The comparison is pure and lives in the domain; this is its
// door for the web app.
export {
  differences,
  NONE,
  sameCloudContent,
  type ContractDifference,
  type DifferenceOptions,
} from '../../domain/contract/differences';
