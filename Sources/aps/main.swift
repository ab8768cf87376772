import APSCLI

let code = APS.main(CommandLine.arguments)
APS.exit(code)
