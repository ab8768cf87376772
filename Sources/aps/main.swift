import APSCLI

let code = APS.main()
APS.exit(code)
