import APSCLI
import Foundation

let code = APS.main(CommandLine.arguments, environment: ProcessInfo.processInfo.environment)
exit(code.rawValue)
